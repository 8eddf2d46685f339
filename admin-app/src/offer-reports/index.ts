import ReportIcon from '@mui/icons-material/Report';
import { ReportList } from './ReportList.tsx';

export default {
  list: ReportList,
  icon: ReportIcon,
  options: { label: 'Offer reports' },
};
