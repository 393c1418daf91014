// PLACEHOLDER, replaced by Store settings (h/seller-profile). Must not survive the merge.
export default function Section() {
  return <p>Not built yet.</p>;
}
