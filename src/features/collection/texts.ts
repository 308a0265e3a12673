// German texts of the page with the photo collection's photos still to assign.
export const COLLECTION_TEXTS = {
  title: 'Fotosammlung – nicht zugeordnet',
  intro:
    'Diese Fotos konnte die KI keinem Bereich sicher zuordnen, oder sie warten noch auf den Upload und werden danach sortiert. Ein Foto antippen und „Verschieben nach …“ wählen: So kommt es in seinen Bereich, wo es auch ein Pflichtfoto füllen kann.',
  busy: 'Fotos werden übertragen …',
};
