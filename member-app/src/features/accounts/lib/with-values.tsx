import { Fragment, type ReactNode } from 'react';

/**
 * Stand-ins (private-use characters, never in a message) given to a message for the values shown as
 * elements (an address in bold), at most three.
 */
export const SLOTS = ['\ue000', '\ue001', '\ue002'] as const;

/**
 * A message whose values were given as {@link SLOTS}, with each stand-in replaced by the matching element
 * of `nodes`: the sentence stays whole in the catalog (French orders its words its own way) while the
 * value is set in bold within it.
 */
export const withValues = (text: string, nodes: readonly ReactNode[]): ReactNode =>
  text.split(/([\ue000-\ue002])/).map((piece, i) => {
    const at = SLOTS.indexOf(piece as (typeof SLOTS)[number]);
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, always in the same order.
    return <Fragment key={i}>{at >= 0 ? nodes[at] : piece}</Fragment>;
  });
