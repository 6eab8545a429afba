/** The survey diaries' names (issue 35), apart so the inbox's routing reads them without the diary's rules or words. */

/** The four diaries: each base's home surveys, and the office's video surveys. */
export const DIARIES = ['grimsby', 'hull', 'worksop', 'video'] as const;
export type Diary = (typeof DIARIES)[number];

/** Each diary as staff and visitors read it. */
export const DIARY_NAMES: Record<Diary, string> = {
  grimsby: 'Grimsby',
  hull: 'Hull',
  worksop: 'Worksop',
  video: 'Video surveys',
};
