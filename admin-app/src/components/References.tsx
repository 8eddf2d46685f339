import Box from '@mui/material/Box';

/** A card payment's processor and references, one a line (a Stripe payment's `pi_…` above its charge's `ch_…`). */
export const References = ({ lines }: { lines: (string | null)[] }) => {
  const shown = lines.filter((line): line is string => !!line);
  return shown.length ? (
    <Box sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {shown.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Box>
  ) : (
    '—'
  );
};
