// The 110 px tile that opens the file picker (SPEC §9), for images only or images and PDFs.
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { ButtonBase, Typography } from '@mui/material';
import { useRef } from 'react';
import { COMPONENT_TEXTS } from './texts';

export const UPLOAD_TILE_SIZE = 110;

export function UploadTile({ allowPdf, onFiles, label }: { allowPdf: boolean; onFiles: (files: File[]) => void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const types = allowPdf ? 'JPG, PNG, HEIC, PDF' : 'JPG, PNG, HEIC';
  return (
    <>
      <ButtonBase
        onClick={() => input.current?.click()}
        aria-label={label ?? COMPONENT_TEXTS.images.addHint(types)}
        sx={{
          width: UPLOAD_TILE_SIZE,
          height: UPLOAD_TILE_SIZE,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'primary.main',
          borderRadius: 2,
          flexDirection: 'column',
          gap: 0.5,
          color: 'primary.main',
        }}
      >
        <AddAPhotoIcon fontSize="large" />
        <Typography variant="caption">{COMPONENT_TEXTS.images.add}</Typography>
      </ButtonBase>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={allowPdf ? 'image/*,.heic,.heif,application/pdf' : 'image/*,.heic,.heif'}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
