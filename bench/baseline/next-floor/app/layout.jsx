// The framework floor of the page-speed benchmark: a bare Next.js App Router page on the
// product's own Next.js and React, built and served the same way, measured in the same run.
// Nothing of the product is in it, so its figures are what any page of this stack starts from.
export const metadata = { title: 'Framework floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
