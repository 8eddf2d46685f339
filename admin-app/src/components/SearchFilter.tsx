import { SearchInput, type SearchInputProps, useTranslate } from 'react-admin';

/**
 * A list's search box whose placeholder is a message (`resources.<name>.filters.q`), in the console's
 * language; react-admin's own SearchInput shows its placeholder as given.
 */
export const SearchFilter = ({ placeholder, ...props }: SearchInputProps & { placeholder: string }) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder, { _: placeholder })} />;
};
