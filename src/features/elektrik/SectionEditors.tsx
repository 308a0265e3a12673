// The detail editors of SPEC §3 Electric: every field of the meter cabinet or the earthing with
// its allowed values in German; each change goes to the page's draft, which marks it corrected.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CABINET_SWITCHES,
  CONDITION_RATINGS,
  CONDUCTOR_KINDS,
  CONNECTION_RATINGS,
  CROSS_SECTIONS,
  LOCATION_HINTS,
  METER_TYPES,
  PRESENCE,
  YES_NO_UNKNOWN,
} from '@/domain/electric';
import { CONDUCTOR_KIND_LABELS, CROSS_SECTION_LABELS, ELECTRIC_FIELD_LABELS, ELECTRIC_PART_LABELS, ELECTRIC_VALUE_LABELS } from '@/domain/value-labels';
import { AmpereField, ChoiceSelect, ChoiceToggle, CountField, FieldCard, TextInput, type Option } from './EditorControls';
import type { ErdungForm, ZaehlerschrankForm } from '@/domain/electric-form';
import { ELEKTRIK_TEXTS as T } from './texts';

export type Setter<F> = <K extends keyof F & string>(field: K, value: F[K]) => void;
export type FieldInfo = (field: string) => { quality: string | null; corrected: boolean; learned: boolean };

const options = <V extends string>(values: readonly V[], labels: Record<string, string> = ELECTRIC_VALUE_LABELS): Option<V>[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const part = (key: string) => ELECTRIC_PART_LABELS[key];
const switchChoice = (value: boolean | null) => (value === null ? 'unknown' : value ? 'yes' : 'no');

function Card({ field, info, children }: { field: string; info: FieldInfo; children: ReactNode }) {
  return (
    <FieldCard label={ELECTRIC_FIELD_LABELS[field] ?? field} {...info(field)}>
      {children}
    </FieldCard>
  );
}

export function ZaehlerschrankEditor({ form, set, info }: { form: ZaehlerschrankForm; set: Setter<ZaehlerschrankForm>; info: FieldInfo }) {
  return (
    <>
      {CABINET_SWITCHES.map((name) => (
        <Card key={name} field={name} info={info}>
          <ChoiceToggle
            label={ELECTRIC_FIELD_LABELS[name]}
            value={switchChoice(form[name])}
            options={options(YES_NO_UNKNOWN)}
            onChange={(choice) => set(name, choice === 'unknown' ? null : choice === 'yes')}
          />
        </Card>
      ))}
      <Card field="zaehlertyp" info={info}>
        <ChoiceToggle label={part('typ')} value={form.zaehlertyp.typ} options={options(METER_TYPES)} onChange={(typ) => set('zaehlertyp', { ...form.zaehlertyp, typ })} />
        <TextInput label={part('name')} value={form.zaehlertyp.name} onChange={(name) => set('zaehlertyp', { ...form.zaehlertyp, name })} />
        <TextInput
          label={part('beschreibung')}
          multiline
          value={form.zaehlertyp.beschreibung}
          onChange={(beschreibung) => set('zaehlertyp', { ...form.zaehlertyp, beschreibung })}
        />
      </Card>
      <Card field="hauptsicherung" info={info}>
        <AmpereField label={part('wert')} value={form.hauptsicherung.wert} onChange={(wert) => set('hauptsicherung', { ...form.hauptsicherung, wert })} />
        <TextInput label={part('typ')} value={form.hauptsicherung.typ} onChange={(typ) => set('hauptsicherung', { ...form.hauptsicherung, typ })} />
        <TextInput
          label={part('beschreibung')}
          multiline
          value={form.hauptsicherung.beschreibung}
          onChange={(beschreibung) => set('hauptsicherung', { ...form.hauptsicherung, beschreibung })}
        />
      </Card>
    </>
  );
}

export function ErdungEditor({ form, set, info }: { form: ErdungForm; set: Setter<ErdungForm>; info: FieldInfo }) {
  const { hesVorhanden: hes, angeschlosseneLeiter: leiter, markierungen, anschlussqualitaet, condition } = form;
  return (
    <>
      <Card field="hesVorhanden" info={info}>
        <ChoiceSelect label={part('presence')} value={hes.presence} options={options(PRESENCE)} onChange={(presence) => set('hesVorhanden', { ...hes, presence })} />
        <ChoiceSelect
          label={part('locationHint')}
          value={hes.locationHint}
          options={options(LOCATION_HINTS)}
          onChange={(locationHint) => set('hesVorhanden', { ...hes, locationHint })}
        />
      </Card>
      <Card field="angeschlosseneLeiter" info={info}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {CONDUCTOR_KINDS.map((kind) => (
            <CountField
              key={kind}
              label={CONDUCTOR_KIND_LABELS[kind]}
              value={leiter[kind]}
              onChange={(count) => set('angeschlosseneLeiter', { ...leiter, [kind]: count })}
            />
          ))}
        </Box>
        <ChoiceSelect
          label={part('querschnittsklasse')}
          value={leiter.querschnittsklasse}
          options={options(CROSS_SECTIONS, CROSS_SECTION_LABELS)}
          onChange={(querschnittsklasse) => set('angeschlosseneLeiter', { ...leiter, querschnittsklasse })}
        />
      </Card>
      <Card field="markierungen" info={info}>
        <ChoiceSelect
          label={part('peMarking')}
          value={markierungen.peMarking}
          options={options(PRESENCE)}
          onChange={(peMarking) => set('markierungen', { ...markierungen, peMarking })}
        />
        <ChoiceSelect
          label={part('warningLabels')}
          value={markierungen.warningLabels}
          options={options(PRESENCE)}
          onChange={(warningLabels) => set('markierungen', { ...markierungen, warningLabels })}
        />
        <TextInput label={part('ocrText')} multiline value={markierungen.ocrText} onChange={(ocrText) => set('markierungen', { ...markierungen, ocrText })} />
      </Card>
      <Card field="erdungsArt" info={info}>
        <TextInput label={part('typ')} value={form.erdungsArt.typ} onChange={(typ) => set('erdungsArt', { typ })} />
      </Card>
      <Card field="anschlussqualitaet" info={info}>
        <ChoiceSelect
          label={part('bewertung')}
          value={anschlussqualitaet.bewertung}
          options={options(CONNECTION_RATINGS)}
          onChange={(bewertung) => set('anschlussqualitaet', { ...anschlussqualitaet, bewertung })}
        />
        <TextInput
          label={part('reasons')}
          multiline
          helperText={T.reasonsHint}
          value={anschlussqualitaet.reasons}
          onChange={(reasons) => set('anschlussqualitaet', { ...anschlussqualitaet, reasons })}
        />
      </Card>
      <Card field="fundamenterderVorhanden" info={info}>
        <ChoiceToggle
          label={ELECTRIC_FIELD_LABELS.fundamenterderVorhanden}
          value={form.fundamenterderVorhanden}
          options={options(YES_NO_UNKNOWN)}
          onChange={(value) => set('fundamenterderVorhanden', value)}
        />
      </Card>
      <Card field="condition" info={info}>
        <ChoiceSelect
          label={part('bewertung')}
          value={condition.bewertung}
          options={options(CONDITION_RATINGS)}
          onChange={(bewertung) => set('condition', { ...condition, bewertung })}
        />
        <TextInput label={part('beschreibung')} multiline value={condition.beschreibung} onChange={(beschreibung) => set('condition', { ...condition, beschreibung })} />
      </Card>
    </>
  );
}
