// PLACEHOLDER, replaced by the dashboard (merged by the lead: earnings overview + Time Entries + Active Projects). Must not survive the merge.
export default function Section() {
  return <p>Not built yet.</p>;
}
