import { useParams } from 'react-router-dom';
import { CardSkeletons } from '../../components/feedback/CardStates';
import { useArticleScreen } from './useArticleScreen';
import { NEW_ARTICLES_PATH, ArticleViewCompact } from './ArticleViewCompact';

/** /new/earn/articles/:slug: the visit of /articles/:slug (useArticleScreen, useArticleClaim) in its compact view. */
export default function ArticlePageCompact() {
  const { slug = '' } = useParams();
  return <Screen key={slug} slug={slug} />;
}

function Screen({ slug }: { slug: string }) {
  const { article, claim, ads } = useArticleScreen(slug, NEW_ARTICLES_PATH);
  if (!article) return <CardSkeletons label="Loading article" count={1} height={360} sx={{ maxWidth: 720, mx: 'auto', p: 2 }} />;
  // The claim shows its progress on its own button ('Claiming...'): the page stays readable.
  return <ArticleViewCompact article={article} claim={claim} ads={ads} />;
}
