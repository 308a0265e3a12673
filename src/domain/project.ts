// The project document of SPEC §3 and its sections. The API stores it whole and versioned;
// checked properties have these shapes, anything else (raw analysis properties) is kept as is.
import { Type, type Static } from 'typebox';
import { Analyse } from './image.ts';
import { PhotoChecks } from './photo-checks.ts';
import { AreaNotes, PhotoCaptions } from './photo-notes.ts';
import { MarkedPhotos } from './photo-marks.ts';
import { PhotoOrigins } from './photo-origin.ts';
import { ProtocolSignature } from './signature.ts';
import { PvSettings } from './pv/pv-settings.ts';
import { RoofFaces } from './pv/roof-face.ts';
import { VoiceMemos } from './voice-memos.ts';
import { ShotChecklist, ShotFills } from './required-shots.ts';
import { Identifier, IsoDateTime, Loose, Nullable, Opt, OptNull } from './schema-helpers.ts';

export const PROJECT_STATUSES = ['OFFEN', 'ABGESCHLOSSEN'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const Customer = Loose({
  firstName: Opt(Type.String()),
  lastName: Opt(Type.String()),
  email: Opt(Type.String()),
  phone: Opt(Type.String()),
  address: Opt(Type.String()),
  additional: Opt(Type.String()),
  services: Opt(
    // more: 'Weiteres' is ticked, kept apart from its text so a tick without text yet survives.
    Loose({ solar: Opt(Type.Boolean()), battery: Opt(Type.Boolean()), wallbox: Opt(Type.Boolean()), more: Opt(Type.Boolean()) }),
  ),
});
export type Customer = Static<typeof Customer>;

export const House = Loose({
  stromverbrauch: OptNull(Type.Number({ minimum: 0 })),
  zaehlernummer: OptNull(Type.String()),
  netzbetreiber: OptNull(Type.String()),
  baujahr: OptNull(Type.Integer()),
  haustyp: OptNull(Type.String()),
  sanierungDach: OptNull(Type.Integer()),
  sanierungElektrik: OptNull(Type.Integer()),
  analyse: Opt(Analyse),
});
export type House = Static<typeof House>;

export const Roof = Loose({
  inside: Opt(
    Loose({
      sparren: Opt(Type.Unknown()),
      latten: Opt(Type.Unknown()),
      daemmung: Opt(Type.Unknown()),
      balken: Opt(Type.Unknown()),
      unterspannbahn: Opt(Type.Unknown()),
      analyse: Opt(Analyse),
    }),
  ),
  outside: Opt(
    Loose({
      analyse: Opt(Analyse),
      traufhoehe: Opt(Type.Unknown()),
      dachtyp: Opt(Type.Unknown()),
      dachfenster: Opt(Type.Unknown()),
      regenrinne: Opt(Type.Unknown()),
      ziegel: Opt(Type.Unknown()),
      hindernisse: Opt(Type.Unknown()),
    }),
  ),
  manualObstacles: Opt(Type.Array(Type.String())),
  manualDamages: Opt(Type.Array(Type.String())),
  /** The faces a planner lays modules on (issue 25). */
  faces: Opt(RoofFaces),
});
export type Roof = Static<typeof Roof>;

export const Electric = Loose({
  zaehlerschrank: Opt(
    Loose({
      fiLsSchalter: Opt(Type.Unknown()),
      ueberspannungsschutz: Opt(Type.Unknown()),
      zaehlerplatz: Opt(Type.Unknown()),
      apzFeld: Opt(Type.Unknown()),
      zaehlertyp: Opt(Type.Unknown()),
      hauptsicherung: Opt(Type.Unknown()),
      qualitaet: Opt(Type.String()),
      /** Fields the user corrected (SPEC §3 values keep their quality; corrections are marked). */
      korrigiert: Opt(Type.Array(Type.String())),
      analyse: Opt(Analyse),
    }),
  ),
  erdung: Opt(
    Loose({
      hesVorhanden: Opt(Type.Unknown()),
      angeschlosseneLeiter: Opt(Type.Unknown()),
      markierungen: Opt(Type.Unknown()),
      erdungsArt: Opt(Type.Unknown()),
      anschlussqualitaet: Opt(Type.Unknown()),
      fundamenterderVorhanden: Opt(Type.Unknown()),
      condition: Opt(Type.Unknown()),
      qualitaet: Opt(Type.String()),
      korrigiert: Opt(Type.Array(Type.String())),
      analyse: Opt(Analyse),
    }),
  ),
});
export type Electric = Static<typeof Electric>;

export const Storage = Loose({
  belueftung: Opt(Type.Unknown()),
  temperatur: Opt(Type.Unknown()),
  mindestabstaende: Opt(Type.Unknown()),
  feuchtigkeit: Opt(Type.Unknown()),
  brandschutz: Opt(Type.Unknown()),
  /** Criteria the user rated by hand (SPEC §1); an analysis never overwrites them. */
  korrigiert: Opt(Type.Array(Type.String())),
  /** The user's note per criterion. */
  notizen: Opt(Type.Record(Type.String(), Type.String())),
  analyse: Opt(Analyse),
});
export type Storage = Static<typeof Storage>;

export const Project = Type.Object(
  {
    id: Identifier,
    name: Type.String({ maxLength: 200 }),
    status: Type.Enum(PROJECT_STATUSES),
    createdAt: IsoDateTime,
    active: Type.Boolean(),
    customer: Opt(Customer),
    house: Opt(House),
    roof: Opt(Roof),
    electric: Opt(Electric),
    storage: Opt(Storage),
    manualVorschaeden: Opt(Type.Array(Type.String())),
    /** The PV estimate's choices (issue 25): the usable battery size, kWh; null or absent: 1 kWh per MWh consumed. */
    pvPlan: Opt(Loose({ storageKWh: OptNull(Type.Number({ minimum: 0, maximum: 200 })) })),
    /** Photos of a photo collection the sorting was not sure of, in analyse.images, until the user assigns them. */
    fotosammlung: Opt(Loose({ analyse: Opt(Analyse) })),
    /** Required shots filled so far (issue 21), by slot id. */
    requiredShots: Opt(ShotFills),
    /** Photos the quality guard flagged, by photo hash, and whether the user kept them. */
    photoChecks: Opt(PhotoChecks),
    /** 'Was zeigt das Foto?' per photo, by photo hash (or image id). */
    captions: Opt(PhotoCaptions),
    /** The note written on each area's page, by area id. */
    areaNotes: Opt(AreaNotes),
    /** When and where each photo was taken, by photo hash (or image id). */
    photoOrigins: Opt(PhotoOrigins),
    /** Photos marked up ('Markieren'), by photo hash (or image id): written by the server as the marks arrive. */
    photoMarks: Opt(MarkedPhotos),
    /** Voice memos per area, by memo id: written by the server as recordings arrive and are deleted. */
    voiceMemos: Opt(VoiceMemos),
    /** The customer's signature on the protocol, with a hash of what it showed. */
    signature: Opt(ProtocolSignature),
    /** Set to 'Erledigt' although 'Was fehlt noch?' listed something: when, and what (its entries' keys). */
    closedDespiteGaps: Opt(Type.Object({ at: IsoDateTime, open: Type.Array(Type.String()) })),
    updatedAt: Opt(IsoDateTime),
    /** Server-side version, bumped on every save; sent back as the ETag. */
    version: Opt(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: true },
);
export type Project = Static<typeof Project>;

/** How GET /companies lists each company's projects: in full (SPEC §7), or only their number. */
export const COMPANY_LIST_PROJECTS = ['full', 'count'] as const;

export const Company = Type.Object({
  id: Type.String(),
  companyName: Nullable(Type.String()),
  /** Empty in a list asked for with `projects=count`: the picker needs only the number. */
  projects: Type.Array(Project),
  projectCount: Opt(Type.Integer({ minimum: 0 })),
  /** The company's required shots (issue 21); the default checklist until the company sets its own. */
  checklist: Opt(ShotChecklist),
  /** Whether the company keeps where photos were taken (issue 22); on unless switched off. */
  photoLocation: Opt(Type.Boolean()),
  /** The module and edge distances the company plans roofs with (issue 25); the defaults until it sets its own. */
  pvSettings: Opt(PvSettings),
  /** Ids of the company's deleted projects, in the trash or erased (issue 23): a device that holds one drops it. */
  removedProjects: Opt(Type.Array(Type.String())),
  /**
   * Where the next load of this company may start (issue 24): asked for with `since` set to it,
   * the answer holds only the projects changed and removed since, not all of them again.
   */
  cursor: Opt(Type.String()),
});
export type Company = Static<typeof Company>;

/** A company's `cursor`, sent back as `since`: an ISO time in UTC. */
export const COMPANY_CURSOR_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$';

/** How long a company may keep done projects: whole months, up to ten years. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

/**
 * Faces of bystanders on uploaded photos: left as they are; blurred on every stored copy with the
 * original kept for those who manage the company; or blurred with the original not kept at all.
 */
export const FACE_BLUR_MODES = ['off', 'keep-original', 'replace-original'] as const;
export type FaceBlur = (typeof FACE_BLUR_MODES)[number];

/** What a company sets for all its users, beside its checklist. */
export const CompanySettings = Type.Object({
  photoLocation: Type.Boolean(),
  /** Done projects unchanged this many months go to the trash (issue 23); null keeps them. */
  retentionMonths: Nullable(Type.Integer({ minimum: RETENTION_MONTHS.min, maximum: RETENTION_MONTHS.max })),
  /** Faces on uploaded photos made unrecognisable (issue 23), and what becomes of the original. */
  faceBlur: Type.Enum(FACE_BLUR_MODES),
  /** The module and edge distances of the first PV layout (issue 25). */
  pv: PvSettings,
  /** Days a deleted project stays in the trash before it is erased (the server's TRASH_DAYS); read only. */
  trashDays: Type.Integer({ minimum: 1 }),
});
export type CompanySettings = Static<typeof CompanySettings>;

/** A change of settings: only what it names changes. */
export const CompanySettingsChange = Type.Object({
  ...Type.Partial(Type.Omit(CompanySettings, ['trashDays', 'pv'])).properties,
  /** Only the named values of the PV settings change. */
  pv: Opt(Type.Partial(PvSettings)),
});
export type CompanySettingsChange = Static<typeof CompanySettingsChange>;

export const CreateCompany = Type.Object({
  id: Identifier,
  companyName: Type.String({ minLength: 1, maxLength: 200 }),
});
export type CreateCompany = Static<typeof CreateCompany>;
