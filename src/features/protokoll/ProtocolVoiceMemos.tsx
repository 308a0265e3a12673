// The voice memos of every area on the Protokoll page, to listen to before the customer signs;
// the PDF lists them by length and time. Deleting is done on the area's page, where they belong.
import { Alert, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SectionPaper } from '@/components/SectionPaper';
import { COMPONENT_TEXTS } from '@/components/texts';
import { VoiceMemoRow } from '@/components/voice-memos/VoiceMemoRow';
import type { Project } from '@/domain/project';
import { memoTimes } from '@/domain/voice-memos';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import { useProjectVoiceMemos, useRecordingLoader } from '@/hooks/use-voice-memos';

const T = COMPONENT_TEXTS.voiceMemos;

export function ProtocolVoiceMemos({ companyId, project }: { companyId: string; project: Project }) {
  const areas = useProjectVoiceMemos(companyId, project);
  const load = useRecordingLoader(companyId, project.id);
  const [playFailed, setPlayFailed] = useState(false);
  if (!areas.length) return null;
  return (
    <SectionPaper title={T.title}>
      <Stack spacing={2}>
        {playFailed && (
          <Alert severity="warning" onClose={() => setPlayFailed(false)}>
            {T.playFailed}
          </Alert>
        )}
        {areas.map(({ area, memos }) => (
          <Stack key={area} component="section" aria-label={`${T.title}: ${COMPONENT_LABELS[area] ?? area}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {COMPONENT_LABELS[area] ?? area}
            </Typography>
            <List dense>
              {memoTimes(memos).map((time, index) => (
                <VoiceMemoRow key={memos[index].id} memo={memos[index]} name={T.memo(time)} load={load} onPlayFailed={() => setPlayFailed(true)} />
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </SectionPaper>
  );
}
