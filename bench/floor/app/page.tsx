/** One heading and one paragraph: enough for a largest contentful paint. */
export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page</h1>
      <p>The bench measures every page of the site side by side with this one, built with the same Next.js version.</p>
    </main>
  );
}
