/* Writes many-scans.jpg (8 x 8, 2,090 progressive scans, each a valid refinement) to stdout:
   gcc make-many-scans.c -ljpeg -o make-many-scans && ./make-many-scans > many-scans.jpg */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
int main(void) {
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c); jpeg_stdio_dest(&c, stdout);
    c.image_width = 8; c.image_height = 8; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c); jpeg_set_quality(&c, 90, TRUE);
    for (int i = 0; i < 3; i++) { c.comp_info[i].h_samp_factor = 1; c.comp_info[i].v_samp_factor = 1; }
    static jpeg_scan_info scans[4000]; int n = 0;
    for (int al = 10; al >= 0; al--) { scans[n].comps_in_scan = 3; for (int i = 0; i < 3; i++) scans[n].component_index[i] = i;
        scans[n].Ss = 0; scans[n].Se = 0; scans[n].Ah = al == 10 ? 0 : al + 1; scans[n].Al = al; n++; }
    for (int comp = 0; comp < 3; comp++) for (int k = 1; k < 64; k++) for (int al = 10; al >= 0; al--) {
        scans[n].comps_in_scan = 1; scans[n].component_index[0] = comp; scans[n].Ss = k; scans[n].Se = k;
        scans[n].Ah = al == 10 ? 0 : al + 1; scans[n].Al = al; n++; }
    c.scan_info = scans; c.num_scans = n;
    jpeg_start_compress(&c, TRUE);
    unsigned char row[24]; for (int i = 0; i < 24; i++) row[i] = (unsigned char)(i * 10);
    JSAMPROW r = row; for (int y = 0; y < 8; y++) jpeg_write_scanlines(&c, &r, 1);
    jpeg_finish_compress(&c); jpeg_destroy_compress(&c); fprintf(stderr, "%d scans\n", n); return 0;
}
