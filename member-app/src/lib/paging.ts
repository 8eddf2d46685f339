/** An offset-paged API answer: one page of rows and where it starts in how many there are. */
export interface OffsetPage {
  data: readonly unknown[];
  meta: { offset: number; total: number };
}

/** react-query's getNextPageParam for offset paging: the next page's offset, or undefined after the last. */
export const nextOffset = (last: OffsetPage): number | undefined => {
  const next = last.meta.offset + last.data.length;
  return last.data.length > 0 && next < last.meta.total ? next : undefined;
};
