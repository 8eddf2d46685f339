import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { Menu, useDataProvider } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { BARTER_DISPUTES_RESOURCE, type BarterDisputesDataProvider } from './barterDisputesDataProvider.ts';

/** The badge's query key: a resolution refetches it (react-admin's refresh refetches all). */
export const BARTER_DISPUTES_COUNT_KEY = [BARTER_DISPUTES_RESOURCE, 'count'] as const;

/** How often the console asks again for the count of disputes to decide. */
const REFRESH_MS = 60_000;

/** Disputes to decide (OPEN and ANSWERED) for the menu badge, refreshed every minute; 0 until known. */
const useBarterDisputesCount = (): number => {
  const dataProvider = useDataProvider<BarterDisputesDataProvider>();
  const { data } = useQuery({
    queryKey: BARTER_DISPUTES_COUNT_KEY,
    queryFn: () => dataProvider.barterDisputesCount(BARTER_DISPUTES_RESOURCE),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  return data ?? 0;
};

/**
 * The Barter disputes item with the count to decide as a badge; its accessible name says it in words
 * ("Barter disputes, 2 to decide"), the badge itself is hidden from screen readers.
 */
export const BarterDisputesMenuItem = ({ name }: { name: string }) => {
  const count = useBarterDisputesCount();
  const t = useT();
  const label = t('resources.barter-disputes.name', { smart_count: 2 });
  return (
    <Menu.ResourceItem
      name={name}
      aria-label={count > 0 ? t('console.barter-disputes.menuToDecide', { count }) : label}
      primaryText={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {label}
          {count > 0 ? (
            <Chip size="small" color="warning" label={count} aria-hidden sx={{ height: 20 }} />
          ) : null}
        </Box>
      }
    />
  );
};
