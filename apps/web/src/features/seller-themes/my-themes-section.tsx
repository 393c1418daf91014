// PLACEHOLDER, replaced by My Themes (h/seller-themes). Must not survive the merge.
export default function Section() {
  return <p>Not built yet.</p>;
}
