// Every form that journals its typing, by the id its journal is stored under, so a start saves
// what a page left behind. Loaded only when a journal needs them: not for the first screen.
import { ELECTRIC_SECTIONS } from '@/domain/electric';
import { ROOF_ELEMENTS } from '@/domain/roof';
import { UPLOAD_AREA_IDS } from '@/domain/upload-areas';
import type { FormModels } from '@/platform/form-journal';

const roofForms = () => import('@/features/dach/roof-forms');

export const FORM_MODELS: FormModels = {
  haus: () => import('@/features/haus/house-form-model').then((module) => module.HOUSE_FORM),
  kundendaten: () => import('@/features/kundendaten/customer-form-model').then((module) => module.CUSTOMER_FORM),
  aufstellort: () => import('@/features/aufstellort/storage-form-model').then((module) => module.STORAGE_FORM),
  ...Object.fromEntries(
    ELECTRIC_SECTIONS.map((section) => [
      `elektrik-${section}`,
      () => import('@/features/elektrik/section-form-model').then((module) => module.sectionFormModel(section)),
    ]),
  ),
  'dach-hindernisse': () => roofForms().then((module) => module.MANUAL_ENTRIES_FORM),
  ...Object.fromEntries(UPLOAD_AREA_IDS.map((area) => [`notiz-${area}`, () => import('@/components/area-note-form').then((module) => module.AREA_NOTE_FORMS[area])])),
  ...Object.fromEntries(
    ROOF_ELEMENTS.filter((element) => element !== 'hindernisse').map((element) => [
      `dach-${element}`,
      () => roofForms().then((module) => module.roofElementForm(element)),
    ]),
  ),
};
