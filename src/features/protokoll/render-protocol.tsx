// Renders the protocol PDF in the browser from the data on this device: the same document the
// server makes, for a protocol handed over in a cellar. Loaded only when it is needed.
import { pdf } from '@react-pdf/renderer';
import boldFont from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import regularFont from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
import emojiFont from '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff?url';
import { protocolModel, type ProtocolInput } from '@/domain/protocol';
import { ProtocolDocument, type ProtocolPhotoSource } from '@/report/ProtocolDocument';
import { registerProtocolFonts } from '@/report/protocol-fonts';

export async function renderProtocol(input: ProtocolInput, loadPhoto: (imageId: string) => Promise<ProtocolPhotoSource | null>): Promise<Blob> {
  registerProtocolFonts({ regular: regularFont, bold: boldFont, emoji: emojiFont });
  const model = protocolModel(input);
  const photos = new Map<string, ProtocolPhotoSource>();
  for (const group of model.photoGroups) {
    for (const photo of group.photos) {
      const source = await loadPhoto(photo.id).catch(() => null);
      if (source) photos.set(photo.id, source);
    }
  }
  return pdf(<ProtocolDocument model={model} photos={photos} />).toBlob();
}
