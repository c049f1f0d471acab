import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "../../../lib/image-upload";

/** The stored picture: `url` is what the hero's or a banner's `image` takes. */
export interface ShopPicture {
  image: string;
  url: string;
}

/** POST /admin/images: a picture for the home page's hero or a banner (docs/product/api.md §9). */
export function uploadShopPicture(image: File): Promise<ShopPicture> {
  return uploadImage<ShopPicture>("POST", "/admin/images", image);
}

export function useUploadShopPicture() {
  return useMutation({ mutationFn: uploadShopPicture });
}
