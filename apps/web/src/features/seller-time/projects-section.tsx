// PLACEHOLDER, replaced by Projects and time entries (h/time). Must not survive the merge.
export default function Section() {
  return <p>Not built yet.</p>;
}
