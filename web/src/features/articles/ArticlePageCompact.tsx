import { Backdrop, CircularProgress } from '@mui/material';
import { useParams } from 'react-router-dom';
import { NewLoading } from '../../../components/newDesign/NewStates';
import { useArticleScreen } from '../useArticleScreen';
import { NEW_ARTICLES_PATH, NewArticleView } from './NewArticleView';

/** /new/earn/articles/:slug: the visit of /articles/:slug (useArticleScreen, useArticleClaim) in the new view. */
export default function NewArticlePage() {
  const { slug = '' } = useParams();
  return <Screen key={slug} slug={slug} />;
}

function Screen({ slug }: { slug: string }) {
  const { article, claim, ads, busy } = useArticleScreen(slug, NEW_ARTICLES_PATH);
  if (!article) return <NewLoading label="Loading article" count={1} height={360} sx={{ maxWidth: 720, mx: 'auto', p: 2 }} />;
  return (
    <>
      <NewArticleView article={article} claim={claim} ads={ads} />
      <Backdrop open={busy} sx={{ zIndex: (t) => t.zIndex.modal - 1, bgcolor: 'rgba(244,247,251,0.6)' }}>
        <CircularProgress color="secondary" aria-label="Claiming" />
      </Backdrop>
    </>
  );
}
