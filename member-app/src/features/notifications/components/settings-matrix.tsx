import { NOTIFICATION_CHANNELS } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import {
  type CellView,
  channelShortLabel,
  type GroupRowView,
  lockedCellHint,
} from '../lib/settings-matrix.ts';
import { PUSH_SUPPORT_NOTE_ID } from './push-support-note.tsx';
import { TouchSwitch } from './touch-switch.tsx';

/** Label column, then one column per channel (sm and up); on phones the label takes a line of its own. */
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'minmax(0, 1fr) repeat(3, 88px)' },
  alignItems: 'center',
  columnGap: 1,
} as const;

const hintId = (cell: CellView) => `notification-setting-hint-${cell.group}-${cell.channel}`;

const Cell = ({ cell, onToggle }: { cell: CellView; onToggle: (cell: CellView, on: boolean) => void }) => (
  <FormControlLabel
    labelPlacement="top"
    label={cell.shortLabel}
    disabled={cell.locked || cell.unavailable}
    control={
      <TouchSwitch
        checked={cell.checked}
        onChange={(_e, on) => onToggle(cell, on)}
        slotProps={{
          input: {
            'aria-label': cell.name,
            'aria-describedby': cell.locked
              ? hintId(cell)
              : cell.unavailable
                ? PUSH_SUPPORT_NOTE_ID
                : undefined,
          },
        }}
      />
    }
    // On phones the short label shows above the switch; from sm the column heading names the channel.
    sx={(theme) => ({
      m: 0,
      justifySelf: 'center',
      position: 'relative',
      '& .MuiFormControlLabel-label': { typography: 'caption' },
      [theme.breakpoints.up('sm')]: { '& .MuiFormControlLabel-label': visuallyHidden },
    })}
  />
);

/**
 * The group × channel switches: a row per group with its label, a column per channel (In-app, Push,
 * E-mail). On phones each group stacks: its name, then its three switches with short labels.
 */
export const SettingsMatrix = ({
  rows,
  onToggle,
}: {
  rows: GroupRowView[];
  onToggle: (cell: CellView, on: boolean) => void;
}) => {
  useT();
  return (
    <Box>
      <Box aria-hidden sx={{ ...rowGrid, display: { xs: 'none', sm: 'grid' }, pb: 1 }}>
        <span />
        {NOTIFICATION_CHANNELS.map((c) => (
          <Typography key={c} variant="subtitle2" sx={{ textAlign: 'center' }}>
            {channelShortLabel(c)}
          </Typography>
        ))}
      </Box>
      <Box>
        {rows.map((row) => {
          const lockedCell = row.cells.find((c) => c.locked);
          return (
            <Box
              key={row.group}
              role="group"
              aria-labelledby={`notification-group-${row.group}`}
              data-testid={`notification-group-${row.group}`}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={rowGrid}>
                <Typography
                  id={`notification-group-${row.group}`}
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600, mb: { xs: 0.5, sm: 0 } }}
                >
                  {row.label}
                </Typography>
                {row.cells.map((cell) => (
                  <Cell key={cell.channel} cell={cell} onToggle={onToggle} />
                ))}
              </Box>
              {lockedCell ? (
                <Typography id={hintId(lockedCell)} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {lockedCellHint()}.
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
