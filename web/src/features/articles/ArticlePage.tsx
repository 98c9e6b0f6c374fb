import { useParams } from 'react-router-dom';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ArticleView } from './ArticleView';
import { useArticleScreen } from './useArticleScreen';

/** /articles/:slug (GET /articles/{slug}); a failed fetch goes back to the list with a toast. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  // A new slug is a new visit: fresh countdown and claim state.
  return <ArticleScreen key={slug} slug={slug} />;
}

function ArticleScreen({ slug }: { slug: string }) {
  const { article, claim, ads } = useArticleScreen(slug, '/articles');
  if (!article) return <ArticleSkeleton label="Loading article" visitor={claim.kind === 'visitor'} />;
  // The claim shows its progress on its own button ('Claiming...'): the page stays readable.
  return <ArticleView article={article} claim={claim} ads={ads} />;
}
