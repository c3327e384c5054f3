// SPEC 9: a guest who books, and a profile's date of birth, are at least 18; a profile's at most 120 years back.
export const MIN_AGE = 18;
export const MAX_AGE = 120;
