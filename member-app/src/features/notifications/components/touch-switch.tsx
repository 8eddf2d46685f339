import Switch, { type SwitchProps } from '@mui/material/Switch';

/**
 * MUI's switch with a 44 px hit area (its own is 38 px): the knob's button grows by 3 px each side and the
 * switch by the same, so the track and the knob look as usual.
 */
const touchSwitchSx = {
  width: 64,
  height: 44,
  padding: '15px',
  '& .MuiSwitch-switchBase': { padding: '12px' },
} as const;

/** A switch that is a full touch target. */
export const TouchSwitch = (props: SwitchProps) => <Switch {...props} sx={touchSwitchSx} />;
