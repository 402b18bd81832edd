export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page: no data, no components, no styles.</p>
    </main>
  );
}
