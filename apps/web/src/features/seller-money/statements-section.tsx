// PLACEHOLDER, replaced by Statements (h/money). Must not survive the merge.
export default function Section() {
  return <p>Not built yet.</p>;
}
