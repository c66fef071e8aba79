/** A static page: no loader, no API call; what rendering any page through React Router costs. */
export const meta = () => [{ title: "Bare React Router page" }];

export default function Home() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>Static markup rendered on the server by React Router, the baseline of npm run bench:shop.</p>
    </main>
  );
}
