/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The protocol as a PDF document (react-pdf): cover data, house values and the photos by
// component with captions. Rendered on the server for GET …/pdf.
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Project } from '../../src/domain/project.ts';
import { PDF_TEXTS as T } from './texts.ts';

export interface ProtocolPhoto {
  caption: string;
  jpeg: Buffer;
}

export interface ProtocolInput {
  companyName: string;
  project: Project;
  statusText: string;
  createdOn: string;
  photosByComponent: Array<{ component: string; photos: ProtocolPhoto[] }>;
}

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2933' },
  header: { borderBottomWidth: 2, borderBottomColor: '#1565c0', paddingBottom: 8, marginBottom: 16 },
  title: { fontSize: 20, color: '#1565c0', fontFamily: 'Helvetica-Bold' },
  subtitle: { fontSize: 11, color: '#ef6c00', marginTop: 4 },
  section: { marginBottom: 14 },
  sectionTitle: { fontSize: 13, fontFamily: 'Helvetica-Bold', color: '#0d47a1', marginBottom: 6 },
  row: { flexDirection: 'row', paddingVertical: 2, borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec' },
  label: { width: '40%', color: '#52606d' },
  value: { width: '60%' },
  grid: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  photo: { width: 160, marginBottom: 8 },
  photoImage: { width: 160, height: 120, objectFit: 'cover' },
  caption: { fontSize: 8, color: '#52606d', marginTop: 2 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#9aa5b1', textAlign: 'right' },
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value || T.none}</Text>
    </View>
  );
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

export function ProtocolDocument({ input }: { input: ProtocolInput }) {
  const { project } = input;
  const customer = project.customer ?? {};
  const house = project.house ?? {};
  const services = Object.entries(customer.services ?? {})
    .filter(([, planned]) => planned)
    .map(([key]) => T.serviceNames[key as keyof typeof T.serviceNames] ?? key);
  return (
    <Document title={T.title} author={input.companyName} language="de">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>{T.title}</Text>
          <Text style={styles.subtitle}>{input.companyName}</Text>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{T.project}</Text>
          <Row label={T.customer} value={[customer.firstName, customer.lastName].filter(Boolean).join(' ')} />
          <Row label={T.address} value={show(customer.address)} />
          <Row label={T.date} value={input.createdOn} />
          <Row label={T.status} value={input.statusText} />
          <Row label={T.services} value={services.join(', ')} />
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{T.house}</Text>
          {Object.entries(T.fields).map(([key, label]) => (
            <Row key={key} label={label} value={show((house as Record<string, unknown>)[key])} />
          ))}
        </View>
        {input.photosByComponent.map(({ component, photos }) => (
          <View key={component} style={styles.section} wrap>
            <Text style={styles.sectionTitle} minPresenceAhead={140}>
              {T.photos}: {T.components[component] ?? component}
            </Text>
            <View style={styles.grid}>
              {photos.map((photo, index) => (
                <View key={index} style={styles.photo} wrap={false}>
                  <Image style={styles.photoImage} src={{ data: photo.jpeg, format: 'jpg' }} />
                  <Text style={styles.caption}>{photo.caption}</Text>
                </View>
              ))}
            </View>
          </View>
        ))}
        <Text style={styles.footer} render={({ pageNumber, totalPages }) => T.page(pageNumber, totalPages)} fixed />
      </Page>
    </Document>
  );
}
