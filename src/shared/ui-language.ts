// Folio Desk's words are English; the user's locale sets how numbers and dates are written, not the language of
// the sentences around them. Phrases that Intl writes in words (a relative time: "3 min. ago") are asked for in
// the interface's language, so a German locale reads "fetched 3 min. ago", not "fetched vor 3 Min.".

export const UI_LANGUAGE = 'en';
