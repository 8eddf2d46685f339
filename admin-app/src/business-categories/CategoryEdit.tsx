import Typography from '@mui/material/Typography';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useBasename,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { CategoryInputs } from './CategoryInputs.tsx';
import { CATEGORIES_RESOURCE, type CategoryRecord } from './categoriesDataProvider.ts';
import { SubCategories } from './SubCategories.tsx';

const EditToolbar = () => {
  const record = useRecordContext<CategoryRecord>();
  // A deleted sub-category leads back to its parent (captured now: the record is gone afterwards).
  const parentId = record?.parentId ?? null;
  const t = useT();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={parentId ? () => `/${CATEGORIES_RESOURCE}/${parentId}` : 'list'}
        confirmTitle={t('console.business-categories.deleteOne', { name: record?.name ?? '' })}
        confirmContent={
          parentId
            ? t('console.business-categories.deleteSub')
            : t('console.business-categories.deleteCategory')
        }
      />
    </Toolbar>
  );
};

/** For a sub-category: a link back to its parent. */
const ParentLink = () => {
  const record = useRecordContext<CategoryRecord>();
  const basename = useBasename();
  const t = useT();
  const parentId = record?.parentId ?? null;
  const { data: parent } = useGetOne<CategoryRecord>(
    CATEGORIES_RESOURCE,
    { id: parentId ?? 0 },
    { enabled: parentId !== null },
  );
  if (parentId === null) return null;
  return (
    <Typography sx={{ px: 2, pt: 2 }}>
      {t('console.business-categories.subOf')}{' '}
      <Link to={`${basename}/${CATEGORIES_RESOURCE}/${parentId}`}>{parent?.name ?? `#${parentId}`}</Link>
    </Typography>
  );
};

const EditTitle = () => {
  const record = useRecordContext<CategoryRecord>();
  const t = useT();
  return (
    <span>
      {record
        ? t(
            record.parentId
              ? 'console.business-categories.subTitle'
              : 'console.business-categories.categoryTitle',
            { name: record.name },
          )
        : t('console.business-categories.category')}
    </span>
  );
};

/**
 * Rename, (de)activate or delete a category or sub-category; a category also lists and adds
 * sub-categories. Roles that may not change categories see the same page read-only.
 */
export const CategoryEdit = () => {
  const mayEdit = useCan('updateBusinessCategory');
  return (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect={false}>
      <ParentLink />
      <SimpleForm toolbar={mayEdit ? <EditToolbar /> : false} sx={{ maxWidth: 480 }}>
        <CategoryInputs disabled={!mayEdit} />
      </SimpleForm>
      <SubCategories />
    </Edit>
  );
};
