import Box from '@mui/material/Box';

/** A toast's text under its title ('Success', 'Error!'), as the spec words its channel toasts. */
export function TitledMessage({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      <Box component="span">{text}</Box>
    </Box>
  );
}
