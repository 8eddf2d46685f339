import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A search landmark named `label`: Enter (or its submit button) calls `onSubmit`, the page stays. */
export const SearchForm = ({
  label,
  onSubmit,
  sx,
  children,
}: {
  label: string;
  onSubmit: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) => (
  <Box
    component="form"
    role="search"
    aria-label={label}
    onSubmit={(e) => {
      e.preventDefault();
      onSubmit();
    }}
    sx={sx}
  >
    {children}
  </Box>
);

/** The magnifier at the start of a search field. */
export const searchAdornment = (
  <InputAdornment position="start">
    <SearchIcon />
  </InputAdornment>
);
