export default function HomePage() {
  return (
    <section className="container-page section">
      <h1 className="text-5xl font-bold">Transform With Dunga</h1>
    </section>
  );
}
