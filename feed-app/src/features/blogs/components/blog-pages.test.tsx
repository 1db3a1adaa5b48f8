import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { blogArticles } from '../blog-articles';
import { BlogArticlePage } from './blog-article-page';
import { BlogIndexPage } from './blog-index-page';

function blogAt(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/blogs" element={<BlogIndexPage />} />
        <Route path="/blog/:slug" element={<BlogArticlePage />} />
      </Routes>
    </MemoryRouter>
  );
}

function renderBlog(url: string) {
  return render(blogAt(url));
}

afterEach(() => jest.restoreAllMocks());

describe('the blog', () => {
  it('has five articles with distinct addresses, each of several sections', () => {
    expect(blogArticles).toHaveLength(5);
    expect(new Set(blogArticles.map((article) => article.slug)).size).toBe(5);
    for (const article of blogArticles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists every article on the index, linked to its page', () => {
    renderBlog('/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      blogArticles.map((article) => `/blog/${article.slug}`),
    );
  });

  it('opens an article from the index', async () => {
    renderBlog('/blogs');
    await userEvent.click(
      screen.getByRole('link', { name: 'How to build a solid college profile for tech jobs' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to build a solid college profile for tech jobs' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Final year: polish and apply' }),
    ).toBeInTheDocument();
  });

  it.each([
    [0, '3 min read'],
    [0.5, '6 min read'],
    [0.99, '8 min read'],
  ])('shows a read time drawn from 3 to 8 minutes (random %f → %s)', (draw, shown) => {
    jest.spyOn(Math, 'random').mockReturnValue(draw);
    renderBlog('/blog/referralhub-vs-job-boards');
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows a read time within 3 to 8 minutes on every article', () => {
    for (const article of blogArticles) {
      const { unmount } = renderBlog(`/blog/${article.slug}`);
      expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
      const minutes = Number(/^(\d+) min read$/.exec(screen.getByText(/min read$/).textContent ?? '')?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(3);
      expect(minutes).toBeLessThanOrEqual(8);
      unmount();
    }
  });

  it('keeps the read time while the article is shown and draws a new one for the next article', async () => {
    // Later draws (the router also draws keys for new locations) all return the top of the range.
    jest.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValue(0.99);
    const { rerender } = render(blogAt('/blog/referralhub-vs-job-boards'));
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    rerender(blogAt('/blog/referralhub-vs-job-boards'));
    expect(screen.getByText('3 min read')).toBeInTheDocument();

    const more = screen.getByRole('complementary', { name: 'More articles' });
    await userEvent.click(within(more).getByRole('link', { name: blogArticles[0]?.title }));
    expect(screen.getByRole('heading', { level: 1, name: blogArticles[0]?.title })).toBeInTheDocument();
    expect(screen.getByText('8 min read')).toBeInTheDocument();
  });

  it("shows the specification's 404 screen for an article that does not exist", () => {
    renderBlog('/blog/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("This page doesn't exist!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("names the article in the document's title", async () => {
    renderBlog(`/blog/${blogArticles[0]?.slug}`);
    await waitFor(() => expect(document.title).toBe(`${blogArticles[0]?.title} · ReferralHub`));
  });
});
