import { PAGES } from '@barterbits/contracts';
import { Navigate, useParams } from 'react-router-dom';
import { AddCardRoute } from './add-card.tsx';
import { ManageCardRoute } from './manage-card.tsx';

/** /card/:type — `add` is /add-card and `manage` is /manage-card; anything else goes to the card list. */
export const CardTypeRoute = () => {
  const { type } = useParams();
  if (type === 'add') return <AddCardRoute />;
  if (type === 'manage') return <ManageCardRoute />;
  return <Navigate to={PAGES.manageCard.path} replace />;
};
