// Tic Tac Toe: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { GAME_TEXTS } from './texts';

export default function GamePage() {
  return <PagePlaceholder title={GAME_TEXTS.gameTitle} back="history" />;
}
