import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "../../../lib/image-upload";

/** POST /seller/images: a picture for the shop profile (logo, cover); its `url` goes into the profile. */
export function useUploadSellerPicture() {
  return useMutation({
    mutationFn: (image: File) => uploadImage<{ image: string; url: string }>("POST", "/seller/images", image),
  });
}
