import Link from '@mui/material/Link';
import { inlineTouchTargetLink } from '../../../lib/touch-target.ts';
import { linkify } from '../lib/linkify.ts';

/** Message text as text (never HTML), with http(s) addresses as links that open in a new tab. */
export const LinkedText = ({ text }: { text: string }) => (
  <>
    {linkify(text).map((part, i) =>
      part.type === 'link' ? (
        <Link
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          key={i}
          href={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          sx={{
            ...inlineTouchTargetLink,
            color: 'inherit',
            textDecoration: 'underline',
            wordBreak: 'break-all',
          }}
        >
          {part.text}
        </Link>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
        <span key={i}>{part.text}</span>
      ),
    )}
  </>
);
