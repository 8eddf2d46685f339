import type english from './en-CA.ts';

/** The shape of the console's messages: every key of the English, each a string (the French must match). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ConsoleMessages = Shape<typeof english>;

/** `a.b.c` for every message of `T`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of one of the console's own messages (`console.dashboard.heading`, `resources.users.name`…). */
export type ConsoleKey = Leaves<typeof english>;
