import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';
import { displayName } from './userLabels.ts';

export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: displayName,
};
