/** Saves text as a file from the browser (the export needs the staff token, so no plain link). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
