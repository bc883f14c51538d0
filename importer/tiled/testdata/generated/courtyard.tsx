<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="Courtyard" tilewidth="16" tileheight="16" tilecount="3" columns="3">
 <image source="courtyard.png" width="48" height="16"/>
</tileset>
