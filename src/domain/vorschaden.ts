// Prior damage (SPEC §3 Vorschaden) and the body that creates a manual one (SPEC §7).
import { Type, type Static } from 'typebox';
import { Loose, Opt } from './schema-helpers.ts';

export const VORSCHADEN_KATEGORIEN = ['DACH_INNEN', 'DACH_AUSSEN', 'ELEKTRIK', 'AUFSTELLORT'] as const;

const Kategorie = Type.Enum(VORSCHADEN_KATEGORIEN);

export const Vorschaden = Loose({
  id: Type.String(),
  titel: Type.String(),
  kurzbeschreibung: Type.String(),
  kategorie: Kategorie,
  schweregrad: Type.String(),
  status: Type.String(),
  details: Opt(
    Loose({
      empfohleneBehandlung: Opt(Type.String()),
      detaillierteBeschreibung: Opt(Type.String()),
      beschreibung: Opt(Type.String()),
      bildUrls: Opt(Type.Array(Type.String())),
    }),
  ),
  erkannteElemente: Opt(Type.Array(Type.String())),
  bildUrls: Opt(Type.Array(Type.String())),
  typ: Opt(Type.String()),
});
export type Vorschaden = Static<typeof Vorschaden>;

export const CreateVorschaden = Type.Object({
  titel: Type.String({ minLength: 1, maxLength: 200 }),
  kurzbeschreibung: Type.String({ minLength: 1, maxLength: 2000 }),
  kategorie: Kategorie,
  schweregrad: Type.String({ minLength: 1, maxLength: 50 }),
  status: Type.String({ minLength: 1, maxLength: 50 }),
  details: Opt(Type.Object({ empfohleneBehandlung: Opt(Type.String({ maxLength: 2000 })) })),
});
export type CreateVorschaden = Static<typeof CreateVorschaden>;
