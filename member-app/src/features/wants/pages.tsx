import { MyWantsRoute } from './routes/my-wants.tsx';
import { SavedSearchRoute } from './routes/saved-search.tsx';
import { WantRoute } from './routes/want.tsx';
import { WantEditorRoute } from './routes/want-editor.tsx';
import { WantedRoute } from './routes/wanted.tsx';

const PAGE_OF = {
  mine: MyWantsRoute,
  editor: WantEditorRoute,
  want: WantRoute,
  savedSearch: SavedSearchRoute,
  wanted: WantedRoute,
};

export type WantsPageName = keyof typeof PAGE_OF;

/** One page of the feature, by name: the feature's pages are one chunk (see routes.tsx). */
export const WantsPage = ({ page }: { page: WantsPageName }) => {
  const Page = PAGE_OF[page];
  return <Page />;
};
