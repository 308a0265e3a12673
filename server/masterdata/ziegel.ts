// Common roof tiles on German roofs, offered as choices for the tile covering (SPEC §3 Tile
// master data). Manufacturer model names as sold; generic forms where many makers sell one.
import type { Ziegel } from '../../src/domain/report.ts';

const tile = (ziegelname: string, material: string, hersteller?: string): Ziegel =>
  hersteller ? { ziegelname, material, hersteller } : { ziegelname, material };

export const ZIEGEL: readonly Ziegel[] = [
  tile('Biberschwanz', 'Ton'),
  tile('Doppelmuldenfalzziegel', 'Ton'),
  tile('Falzziegel', 'Ton'),
  tile('Flachdachpfanne', 'Ton'),
  tile('Hohlpfanne', 'Ton'),
  tile('Mönch-Nonne', 'Ton'),
  tile('Reformpfanne', 'Ton'),
  tile('Krempziegel', 'Ton'),
  tile('Rheinlandziegel', 'Ton'),
  tile('Frankfurter Pfanne', 'Beton', 'Braas'),
  tile('Doppel-S', 'Beton', 'Braas'),
  tile('Harzer Pfanne', 'Beton', 'Braas'),
  tile('Harzer Pfanne 7', 'Beton', 'Braas'),
  tile('Taunus Pfanne', 'Beton', 'Braas'),
  tile('Tegalit', 'Beton', 'Braas'),
  tile('Turmalin', 'Ton', 'Braas'),
  tile('Rubin 11V', 'Ton', 'Braas'),
  tile('Granat 13V', 'Ton', 'Braas'),
  tile('Futura', 'Ton', 'Erlus'),
  tile('Ergoldsbacher E 58', 'Ton', 'Erlus'),
  tile('Karat', 'Ton', 'Erlus'),
  tile('Balance', 'Ton', 'Creaton'),
  tile('Domino', 'Ton', 'Creaton'),
  tile('Klosterbiber', 'Ton', 'Creaton'),
  tile('Sigma Pfanne', 'Ton', 'Nelskamp'),
  tile('Finkenberger Pfanne', 'Beton', 'Nelskamp'),
  tile('Nibra G10', 'Ton', 'Nelskamp'),
  tile('Z5', 'Ton', 'Jacobi Walther'),
  tile('Monzafalz', 'Ton', 'Röben'),
  tile('Actua 10', 'Ton', 'Wienerberger Koramic'),
  tile('Faserzement-Wellplatte', 'Faserzement', 'Eternit'),
  tile('Naturschiefer', 'Schiefer', 'Rathscheck'),
];
