import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Fab from '@mui/material/Fab';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { tOr, useT } from '../lib/i18n.ts';

const loadPanel = () => import('./need-help-panel.tsx');
const NeedHelpPanel = lazy(() => loadPanel().then((m) => ({ default: m.NeedHelpPanel })));

/**
 * Floating Need Help button: a popover with the support e-mail (copyable), the FAQs link, and the
 * feedback links (Send feedback; Report a problem for members). The popover is fetched when the button is
 * pointed at, focused or pressed, so the pages that never open it do not load it.
 */
export const NeedHelp = () => {
  useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);

  const open = (event: MouseEvent<HTMLElement>) => {
    setWanted(true);
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <Fab
        color="primary"
        aria-label={tOr('app.needHelp.button', 'Need Help')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
      >
        <HelpOutlineIcon />
      </Fab>
      {wanted ? (
        <Suspense fallback={null}>
          <NeedHelpPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
};
