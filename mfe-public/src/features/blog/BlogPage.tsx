import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { formatDate, theme } from 'shared-ui';
import { POSTS } from './posts';

/** The blog's cards: each title and its "Read the post" link open the post. */
export default function BlogPage() {
  return (
    <ContentPage title="Blog" lead="Practical guidance on RBI, MCA and HR compliance for NBFC teams.">
      {POSTS.map((post) => (
        <article key={post.slug} style={{ borderBottom: `1px solid ${theme.colors.border}`, paddingBottom: theme.space.md }}>
          <h2>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <p style={{ color: theme.colors.muted, margin: 0 }}>
            <time dateTime={post.date}>{formatDate(post.date, 'long')}</time>
          </p>
          <p>{post.summary}</p>
          <Link to={`/blog/${post.slug}`} aria-label={`Read the post: ${post.title}`}>
            Read the post
          </Link>
        </article>
      ))}
    </ContentPage>
  );
}
