/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The protocol as a PDF document (react-pdf) a customer can be handed: cover with company,
// customer and date, every captured section with quality and corrections, damages, the
// buildability result and the photos by component. The server renders it for GET …/pdf; the
// app renders the same document from local data when offline.
import { Document, Image, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ProtocolModel, ProtocolPhotoRef, ProtocolRow } from '../domain/protocol.ts';
import type { ProtocolPv } from '../domain/protocol-pv.ts';
import { rectsPath, type LayoutDrawing } from '../domain/pv/layout-drawing.ts';
import { PROTOCOL_TEXTS as T } from '../domain/protocol-texts.ts';
import { PV_TEXTS } from '../domain/pv/pv-texts.ts';
import { PROTOCOL_FONTS } from './protocol-fonts.ts';

/** A photo as react-pdf takes it: a data URL in the browser, bytes on the server. */
export type ProtocolPhotoSource = string | { data: Uint8Array; format: 'jpg' | 'png' };

const BLUE = '#1565c0';
const ORANGE = '#ef6c00';
const GREY = '#52606d';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 36, fontSize: 10, fontFamily: PROTOCOL_FONTS, color: '#1f2933' },
  header: { borderBottomWidth: 2, borderBottomColor: BLUE, paddingBottom: 8, marginBottom: 16 },
  title: { fontSize: 20, color: BLUE, fontWeight: 'bold' },
  subtitle: { fontSize: 12, color: ORANGE, marginTop: 4 },
  section: { marginBottom: 14 },
  sectionTitle: { fontSize: 13, fontWeight: 'bold', color: '#0d47a1', marginBottom: 6 },
  row: { flexDirection: 'row', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec' },
  label: { width: '36%', color: GREY, paddingRight: 6 },
  value: { width: '46%', paddingRight: 6 },
  quality: { width: '18%', color: GREY, fontSize: 8, textAlign: 'right' },
  corrected: { color: ORANGE, fontWeight: 'bold' },
  note: { fontSize: 8, color: GREY, marginTop: 4 },
  legend: { fontSize: 8, color: GREY, marginBottom: 12 },
  box: { borderWidth: 1, borderColor: '#bcccdc', borderRadius: 4, padding: 8, marginBottom: 6 },
  boxTitle: { fontWeight: 'bold', marginBottom: 2 },
  status: { fontSize: 14, fontWeight: 'bold', color: BLUE, marginBottom: 4 },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  photo: { width: 165, marginRight: 8, marginBottom: 10 },
  photoImage: { width: 165, height: 124, objectFit: 'contain', backgroundColor: '#f0f4f8' },
  documentTile: { width: 165, height: 124, borderWidth: 1, borderColor: '#bcccdc', borderRadius: 4, alignItems: 'center', justifyContent: 'center' },
  documentMark: { fontSize: 22, fontWeight: 'bold', color: '#c62828' },
  caption: { fontSize: 7.5, color: GREY, marginTop: 2 },
  signature: { width: 220, height: 80, objectFit: 'contain' },
  signatureLine: { marginTop: 2, paddingTop: 2, borderTopWidth: 0.75, borderTopColor: GREY, width: 260 },
  signatureChanged: { marginTop: 4, color: '#b71c1c', fontWeight: 'bold' },
  areaNote: { marginTop: 4, padding: 4, borderLeftWidth: 2, borderLeftColor: GREY, fontSize: 8.5 },
  areaNoteTitle: { fontSize: 7.5, color: GREY, marginBottom: 1 },
  faceRow: { flexDirection: 'row', borderWidth: 1, borderColor: '#bcccdc', borderRadius: 4, padding: 8, marginBottom: 6 },
  faceText: { flex: 1, paddingRight: 8 },
  balanceRow: { flexDirection: 'row', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec' },
  balanceLabel: { width: '46%', color: GREY },
  balanceValue: { width: '27%', textAlign: 'right' },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#9aa5b1', flexDirection: 'row', justifyContent: 'space-between' },
});

/** Text as typed: Liberation Sans draws ≥, ≤ and → too, so only runs of spaces are closed up. */
function pdfText(text: string): string {
  return text.replace(/ {2,}/g, ' ').trim();
}

function Row({ row }: { row: ProtocolRow }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{pdfText(row.label)}</Text>
      <Text style={styles.value}>{pdfText(row.value || T.none)}</Text>
      <Text style={styles.quality}>
        {row.quality ? `${T.quality}: ${row.quality}` : ''}
        {row.corrected ? <Text style={styles.corrected}>{`${row.quality ? ' · ' : ''}${T.corrected}`}</Text> : null}
        {row.learned ? `${row.quality ? ' · ' : ''}${T.learned}` : null}
      </Text>
    </View>
  );
}

const PHOTOS_PER_ROW = 3;
/** The drawing of a face's layout on the page: at most this wide and high, in points. */
const DRAWING_BOX = { width: 190, height: 120 };

/** A face's first layout to scale: the face, its usable area and the modules, eaves at the bottom. */
function FaceDrawing({ drawing }: { drawing: LayoutDrawing }) {
  const { face } = drawing;
  const scale = Math.min(DRAWING_BOX.width / face.width, DRAWING_BOX.height / face.height);
  const box = (rect: LayoutDrawing['face']) => ({ x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale });
  return (
    <Svg width={face.width * scale + 2} height={face.height * scale + 2} viewBox={`-1 -1 ${face.width * scale + 2} ${face.height * scale + 2}`}>
      <Rect {...box(face)} fill="#e0e0e0" stroke="#616161" strokeWidth={1} />
      <Rect {...box(drawing.usable)} fill="#f5f5f5" />
      {drawing.modules.length > 0 && <Path d={rectsPath(drawing.modules, scale)} fill="#0d47a1" stroke="#ffffff" strokeWidth={0.5} />}
      {drawing.blocked.map((rect, index) => (
        <Rect key={`b${index}`} {...box(rect)} fill="none" stroke={ORANGE} strokeWidth={1} strokeDasharray="3 2" />
      ))}
    </Svg>
  );
}

function PvSection({ pv }: { pv: ProtocolPv }) {
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.sectionTitle}>{T.pv.title}</Text>
        <Text style={styles.note}>{T.pv.estimateNote}</Text>
      </View>
      {pv.faces.map((face, index) => (
        <View key={index} style={styles.faceRow} wrap={false}>
          <View style={styles.faceText}>
            <Text style={styles.boxTitle}>{pdfText(face.title)}</Text>
            {face.where ? <Text>{pdfText(face.where)}</Text> : null}
            <Text>{pdfText(face.result)}</Text>
            <Text style={styles.note}>{pdfText(face.shading)}</Text>
          </View>
          {face.drawing && <FaceDrawing drawing={face.drawing} />}
        </View>
      ))}
      <View wrap={false} style={{ marginTop: 4 }}>
        <Text style={styles.boxTitle}>{pdfText(`${T.pv.total}: ${pv.total}`)}</Text>
        {pv.notes.map((note) => (
          <Text key={note}>{pdfText(note)}</Text>
        ))}
        {pv.balance.length > 0 && (
          <View style={{ marginTop: 4 }}>
            <View style={styles.balanceRow}>
              <Text style={styles.balanceLabel} />
              <Text style={styles.balanceValue}>{PV_TEXTS.selfConsumption}</Text>
              <Text style={styles.balanceValue}>{PV_TEXTS.autarky}</Text>
            </View>
            {pv.balance.map((row) => (
              <View key={row.label} style={styles.balanceRow}>
                <Text style={styles.balanceLabel}>{row.label}</Text>
                <Text style={styles.balanceValue}>{row.selfConsumption}</Text>
                <Text style={styles.balanceValue}>{row.autarky}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
      <View wrap={false} style={{ marginTop: 6 }}>
        <Text style={styles.areaNoteTitle}>{T.pv.assumptions}</Text>
        {pv.assumptions.map((line) => (
          <Text key={line} style={styles.note}>
            {pdfText(`• ${line}`)}
          </Text>
        ))}
      </View>
    </View>
  );
}

function DamageBox({ damage }: { damage: ProtocolModel['damages'][number] }) {
  return (
    <View style={styles.box} wrap={false}>
      <Text style={styles.boxTitle}>{pdfText(damage.title)}</Text>
      <Text style={styles.note}>{pdfText([damage.area, damage.severity, damage.status, damage.manual ? T.manual : T.detected].join(' · '))}</Text>
      {damage.text ? <Text>{pdfText(damage.text)}</Text> : null}
      {damage.treatment ? <Text style={styles.note}>{pdfText(`${T.recommendation}: ${damage.treatment}`)}</Text> : null}
    </View>
  );
}

/** A photo is printed where its bytes could be loaded; an uploaded PDF always, as a tile. */
function printable(photo: ProtocolPhotoRef, photos: ReadonlyMap<string, ProtocolPhotoSource>): boolean {
  return photo.document !== undefined || photos.has(photo.id);
}

/** A photo whole (a bill must not lose its left edge), or an uploaded PDF as a tile naming its pages. */
function PhotoTile({ photo, source }: { photo: ProtocolPhotoRef; source?: ProtocolPhotoSource }) {
  return (
    <View style={styles.photo} wrap={false}>
      {photo.document !== undefined ? (
        <View style={styles.documentTile}>
          <Text style={styles.documentMark}>PDF</Text>
          <Text style={styles.note}>{photo.document}</Text>
        </View>
      ) : (
        // react-pdf types the bytes as a Node Buffer; a Uint8Array is what it reads.
        <Image style={styles.photoImage} src={source as never} />
      )}
      <Text style={styles.caption}>{pdfText(photo.caption)}</Text>
    </View>
  );
}

export function ProtocolDocument({ model, photos }: { model: ProtocolModel; photos: ReadonlyMap<string, ProtocolPhotoSource> }) {
  const cover: ProtocolRow[] = [
    { label: T.customer, value: model.customer.name },
    { label: T.address, value: model.customer.address.replace(/\n/g, ', ') },
    { label: T.phone, value: model.customer.phone },
    { label: T.email, value: model.customer.email },
    { label: T.services, value: model.customer.services },
    { label: T.date, value: model.createdOn },
    { label: T.status, value: model.statusText },
  ];
  return (
    <Document title={pdfText(`${T.title} – ${model.customer.name}`)} author={model.companyName} language="de">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>{T.title}</Text>
          <Text style={styles.subtitle}>{pdfText(model.companyName)}</Text>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{T.project}</Text>
          {cover.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </View>
        <Text style={styles.legend}>{T.legend}</Text>
        {model.sections.map((section) => (
          <View key={section.title} style={styles.section}>
            {/* A heading never ends a page alone: it stays with its first rows. */}
            <View wrap={false}>
              <Text style={styles.sectionTitle}>{section.title}</Text>
              {section.rows.slice(0, 3).map((row, index) => (
                <Row key={index} row={row} />
              ))}
              {section.note && section.rows.length <= 3 && <Text style={styles.note}>{pdfText(section.note)}</Text>}
            </View>
            {section.rows.slice(3).map((row, index) => (
              <Row key={index} row={row} />
            ))}
            {section.note && section.rows.length > 3 && <Text style={styles.note}>{pdfText(section.note)}</Text>}
            {section.areaNote && (
              <View style={styles.areaNote}>
                {/* The heading goes to the next page with the note's first lines, never alone at the foot of one. */}
                <Text style={styles.areaNoteTitle} minPresenceAhead={24}>
                  {T.areaNote}
                </Text>
                <Text>{pdfText(section.areaNote)}</Text>
              </View>
            )}
            {section.voiceMemos && (
              <View style={styles.areaNote}>
                <Text style={styles.areaNoteTitle} minPresenceAhead={12}>
                  {T.voiceMemos}
                </Text>
                {section.voiceMemos.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </View>
            )}
          </View>
        ))}
        {model.pv && <PvSection pv={model.pv} />}
        <View style={styles.section}>
          <View wrap={false}>
            <Text style={styles.sectionTitle}>{T.damages}</Text>
            {model.damages.length === 0 && <Text>{T.noDamages}</Text>}
            {model.damages.slice(0, 1).map((damage, index) => (
              <DamageBox key={index} damage={damage} />
            ))}
          </View>
          {model.damages.slice(1).map((damage, index) => (
            <DamageBox key={index} damage={damage} />
          ))}
        </View>
        <View style={styles.section}>
          <View wrap={false}>
            <Text style={styles.sectionTitle}>{T.buildability}</Text>
            {!model.buildability && <Text>{T.noBuildability}</Text>}
            {model.buildability && (
              <View>
                <Text style={styles.status}>{model.buildability.status}</Text>
                <Text>{pdfText(model.buildability.assessment)}</Text>
                <Text style={styles.note}>{pdfText(`${T.recommendation}: ${model.buildability.recommendation}`)}</Text>
                <Text style={styles.note}>{T.assessedOn(model.buildability.assessedOn)}</Text>
              </View>
            )}
          </View>
          {model.buildability && (
            <View>
              {model.buildability.factors.map((factor, index) => (
                <View key={index} style={[styles.box, { marginTop: 6 }]} wrap={false}>
                  <Text style={styles.boxTitle}>{pdfText(`${factor.title} – ${factor.impact}`)}</Text>
                  <Text>{pdfText(factor.text)}</Text>
                  {factor.recommendation ? <Text style={styles.note}>{pdfText(`${T.recommendation}: ${factor.recommendation}`)}</Text> : null}
                  {factor.rule ? <Text style={styles.note}>{pdfText(`${T.rule}: ${factor.rule}`)}</Text> : null}
                </View>
              ))}
            </View>
          )}
        </View>
        {model.photoGroups.every((group) => !group.photos.some((photo) => printable(photo, photos))) && (
          <View style={styles.section} wrap={false}>
            <Text style={styles.sectionTitle}>{T.photos}</Text>
            <Text>{T.noPhotos}</Text>
          </View>
        )}
        {model.photoGroups.map((group) => {
          const shown = group.photos.filter((photo) => printable(photo, photos));
          if (!shown.length) return null;
          const tile = (ref: ProtocolPhotoRef) => <PhotoTile key={ref.id} photo={ref} source={photos.get(ref.id)} />;
          return (
            <View key={group.title} style={styles.section}>
              <View wrap={false}>
                <Text style={styles.sectionTitle}>{`${T.photos}: ${group.title}`}</Text>
                <View style={styles.grid}>{shown.slice(0, PHOTOS_PER_ROW).map(tile)}</View>
              </View>
              <View style={styles.grid}>{shown.slice(PHOTOS_PER_ROW).map(tile)}</View>
            </View>
          );
        })}
        {model.signature && (
          <View style={styles.section} wrap={false}>
            <Text style={styles.sectionTitle}>{T.signature}</Text>
            <Image style={styles.signature} src={model.signature.image} />
            <Text style={styles.signatureLine}>{pdfText(model.signature.line)}</Text>
            <Text style={styles.note}>{model.signature.legend}</Text>
            {model.signature.changed && <Text style={styles.signatureChanged}>{model.signature.changed}</Text>}
          </View>
        )}
        <View style={styles.footer} fixed>
          <View>
            <Text>{pdfText(T.createdWith(model.companyName, model.createdOn))}</Text>
            <Text>{model.reference}</Text>
          </View>
          <Text render={({ pageNumber, totalPages }) => T.page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
