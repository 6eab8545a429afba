/** The survey diaries and the surveys booked into them (issue 35), apart so the inbox's routing and the booking form's first load read them without the diary's rules, words or schemas. */

/** The four diaries: each base's home surveys, and the office's video surveys. */
export const DIARIES = ['grimsby', 'hull', 'worksop', 'video'] as const;
export type Diary = (typeof DIARIES)[number];

/** The two surveys a visitor books into a window. */
export const SURVEY_KINDS = ['home', 'video'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** The booking pages that book a window, and which survey each is. */
export const SLOT_SOURCES = { 'book-free-survey': 'home', 'book-video-survey': 'video' } as const satisfies Record<string, SurveyKind>;

/** Each diary as staff and visitors read it. */
export const DIARY_NAMES: Record<Diary, string> = {
  grimsby: 'Grimsby',
  hull: 'Hull',
  worksop: 'Worksop',
  video: 'Video surveys',
};
