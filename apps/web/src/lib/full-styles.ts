// All of Mantine's styles, in its cascade layer: loaded with every screen beyond the signed-out forms (router.tsx),
// whose own few components' styles come with the entry (main.tsx).
import '@mantine/core/styles.layer.css';
