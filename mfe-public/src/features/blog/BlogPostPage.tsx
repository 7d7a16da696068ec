import { Link, useParams } from 'react-router-dom';
import { formatDate, theme } from 'shared-ui';
import { ContentPage } from '../../components/ContentPage';
import { POSTS } from './posts';

/** /blog/:slug: one post in full; an unknown address says so and leads back to the list. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = POSTS.find((p) => p.slug === slug);
  if (!post) {
    return (
      <ContentPage title="Post not found" lead="There is no blog post at this address.">
        <Link to="/blog">All posts</Link>
      </ContentPage>
    );
  }
  return (
    <ContentPage title={post.title} lead={post.summary}>
      <p style={{ color: theme.colors.muted }}>
        <time dateTime={post.date}>{formatDate(post.date, 'long')}</time>
      </p>
      {post.body.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <p>
        <Link to="/blog">All posts</Link>
      </p>
    </ContentPage>
  );
}
